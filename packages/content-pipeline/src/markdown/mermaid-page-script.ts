/**
 * How mermaid is set up in the rendering page: no script or link in a diagram is kept
 * (`securityLevel: 'strict'`), labels are SVG text rather than HTML in `foreignObject`, ids are
 * the same on every build, and text is measured in Arial's metrics (Liberation Sans on Linux),
 * which most readers' systems share. The neutral theme is grey on white, which the theme's
 * stylesheet inverts for dark mode.
 */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'neutral',
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  deterministicIds: true,
  suppressErrorRendering: true,
  fontFamily: 'arial, "liberation sans", helvetica, sans-serif',
} as const;

/** The id a diagram is rendered with; each copy of the diagram on a page gets its own instead. */
export const RENDER_ID = 'lumidoc-diagram-render';

/**
 * Runs in the rendering page after mermaid's browser bundle: defines `lumidocRender(source)`,
 * which resolves to `{ svg }` or `{ error }`. The SVG's stylesheet (rules scoped to the render id)
 * is turned into inline styles, so the diagram needs no `<style>` element, whose text would be read
 * as the page's words (search, reading time) and whose selectors would clash between copies.
 * Plain JavaScript in a string: it is never bundled or transformed.
 */
export const PAGE_SCRIPT = `
mermaid.initialize(${JSON.stringify(MERMAID_CONFIG)});
const STYLED = ['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'text-decoration-line', 'letter-spacing', 'display', 'visibility', 'filter'];
function inlineStyles(svg) {
  const elements = [svg, ...svg.querySelectorAll('*')];
  const styled = elements.map((element) => {
    const style = getComputedStyle(element);
    return STYLED.map((name) => style.getPropertyValue(name));
  });
  for (const sheet of svg.querySelectorAll('style')) sheet.remove();
  // Parents first, so a value that children inherit is written once, where it changes.
  elements.forEach((element, index) => {
    if (!element.isConnected) return;
    const style = getComputedStyle(element);
    STYLED.forEach((name, at) => {
      if (style.getPropertyValue(name) !== styled[index][at]) element.style.setProperty(name, styled[index][at]);
    });
  });
}
window.lumidocRender = async (source) => {
  const id = ${JSON.stringify(RENDER_ID)};
  try {
    const { svg } = await mermaid.render(id, source);
    const host = document.createElement('div');
    host.innerHTML = svg;
    document.body.append(host);
    try {
      inlineStyles(host.querySelector('svg'));
      return { svg: host.innerHTML };
    } finally {
      host.remove();
    }
  } catch (error) {
    return { error: String((error && error.message) || error) };
  } finally {
    for (const left of document.querySelectorAll('#' + id + ', #d' + id)) left.remove();
  }
};
`;
