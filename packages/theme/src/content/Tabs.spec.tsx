import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tabs } from './Tabs.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tabs = () => (
  <Tabs>
    <section data-tab="Docker">
      <p>Run the container.</p>
    </section>
    <section data-tab="Kubernetes">
      <p>Install the chart.</p>
    </section>
  </Tabs>
);

describe('Tabs prerendered', () => {
  it('carries the selected panel\'s content only (a hidden panel cannot be shown without JavaScript), every panel element and tab', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tabs());
    expect([...container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Docker', 'Kubernetes']);
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => [panel.hasAttribute('hidden'), panel.textContent])).toEqual([
      [false, 'Run the container.'],
      [true, ''],
    ]);
  });

  it('opens on the tab marked as the default (MDX\'s <TabItem default>)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Tabs>
        <section data-tab="npm">npm install</section>
        <section data-tab="pnpm" data-default="">
          pnpm add
        </section>
      </Tabs>,
    );
    expect([...container.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')?.textContent).toBe('pnpm add');
  });

  it('hydrates without a mismatch and then fills in the hidden panels', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tabs());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const root = await act(async () => hydrateRoot(container, tabs()));
      expect(errors).not.toHaveBeenCalled();
      expect([...container.querySelectorAll('[role="tabpanel"]')].map((panel) => panel.textContent)).toEqual(['Run the container.', 'Install the chart.']);
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
