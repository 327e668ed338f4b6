/** Characters XML 1.0 does not allow at all, even escaped: C0 controls but tab, LF and CR; U+FFFE, U+FFFF. */
const isInvalidXml = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
};

/** Text or attribute value made safe for XML. */
export function escapeXml(text: string): string {
  return [...text]
    .filter((char) => !isInvalidXml(char))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
