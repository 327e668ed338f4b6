/** Whether bytes begin as a gzip stream does (magic number 1f 8b). */
const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * The content of a shard or chunk from its bytes as fetched: stored gzip-compressed, they are
 * decompressed here. A host that serves a `.gz` file with `Content-Encoding: gzip` (some do) has
 * the browser decompress it on the way, so plain JSON is read as it is.
 */
export async function parseSearchFile(bytes: Uint8Array | ArrayBuffer, name: string): Promise<unknown> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    const text = isGzip(view) ? await new Response(new Blob([view as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'))).text() : new TextDecoder().decode(view);
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`Search file ${name} is neither gzip-compressed JSON nor JSON (${error instanceof Error ? error.message : String(error)}): the file is damaged or was not written by @lumidoc/search; rebuild the site`, { cause: error });
  }
}
