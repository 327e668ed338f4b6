import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms. A live region fed with it announces the
 * result count when typing pauses, not on every key. Pass a primitive (compared by value), or
 * every render would start the wait again.
 */
export function useSettled<T extends string | number | boolean>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
