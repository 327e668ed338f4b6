interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on 2g connections and when the visitor asked to save data: then nothing is fetched ahead. */
export function mayPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
