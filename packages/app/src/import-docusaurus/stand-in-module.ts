/** Marks a stand-in value; reading it gives the dotted path it stands for (`prism-react-renderer.themes.github`). */
const STAND_IN = Symbol('lumidoc.standIn');

/**
 * A value that stands in for a package the config imports but that is not installed: any property,
 * call or construction gives another stand-in, so `themes.github` or `remarkMath()` evaluate
 * instead of throwing. It is not thenable (an `await` of it would never end otherwise).
 */
export function standInModule(name: string): unknown {
  const make = (description: string): unknown => {
    // A function target, so the stand-in can be called and constructed too.
    const proxy: unknown = new Proxy(function standIn() {
      return undefined;
    }, {
      get(_target, key) {
        if (key === STAND_IN) return description;
        if (key === Symbol.toPrimitive) return () => `[${description}]`;
        if (typeof key === 'symbol' || key === 'then' || key === '__esModule') return undefined;
        return make(`${description}.${key}`);
      },
      // Bundlers' interop helpers copy a module onto an object made from its prototype: named
      // imports then fall through to the stand-in.
      getPrototypeOf: () => make(description) as object,
      apply: () => make(`${description}()`),
      construct: () => make(`new ${description}`) as object,
    });
    return proxy;
  };
  return make(name);
}

/** The path a stand-in value stands for, or `undefined` for a real value. */
export function standInName(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const name = (value as Record<symbol, unknown>)[STAND_IN];
  return typeof name === 'string' ? name : undefined;
}
