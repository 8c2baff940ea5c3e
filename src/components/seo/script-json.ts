/**
 * JSON for the inside of a `<script>` element (JSON-LD). Plain JSON.stringify lets `</script>`
 * or `<!--` in staff text (clinic names from forms, CSV or WordPress) end the element and turn
 * the rest into markup; U+2028/U+2029 break older JavaScript parsers. Escaping `<`, `>`, `&`
 * and both separators as \u escapes keeps the value identical for any JSON reader.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  // undefined, a function or a symbol: nothing to embed, and `null` is still valid JSON.
  if (json === undefined) return 'null';
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
