/** A vertical extent: where it starts and how tall it is. */
export interface Span {
  top: number;
  height: number;
}

/**
 * The scroll position that shows `item` inside `view` with the least movement, as
 * `scrollIntoView({ block: 'nearest' })` would: unchanged when the item is already in view,
 * else aligned to the nearer edge (its top, when it is taller than the view). Both spans are
 * measured from the top of the scrolled content.
 */
export function nearestScrollTop(view: Span, item: Span): number {
  if (item.top < view.top || item.height > view.height) return item.top;
  if (item.top + item.height > view.top + view.height) return item.top + item.height - view.height;
  return view.top;
}

/** The closest ancestor that scrolls by itself; never the page (`<body>`, `<html>`). */
function scrollContainerOf(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}

/**
 * Brings `element` into view inside its own scroll container only (the sidebar's column or the
 * mobile menu), like `block: 'nearest'`. Unlike `scrollIntoView`, it never scrolls the page.
 */
export function revealInScrollContainer(element: HTMLElement): void {
  const container = scrollContainerOf(element);
  if (!container) return;
  const box = container.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  const item = { top: rect.top - box.top - container.clientTop + container.scrollTop, height: rect.height };
  container.scrollTop = nearestScrollTop({ top: container.scrollTop, height: container.clientHeight }, item);
}
