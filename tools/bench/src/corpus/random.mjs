// A small seeded generator, so the same seed always writes the same corpus on every machine.

/**
 * SplitMix32: a fast 32-bit generator with a good spread, returning floats in [0, 1).
 * @param {number} seed any integer
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 0x100000000;
  };
}

/**
 * Helpers over one generator.
 * @param {() => number} random
 */
export function picker(random) {
  return {
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    /** One element of a list. */
    one: (list) => list[Math.floor(random() * list.length)],
    /** True with probability `p`. */
    chance: (p) => random() < p,
  };
}
