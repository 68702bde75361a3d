/** The text of a JSON data block the server put in this page (`<script type="application/json" id>`). */
export const pageDataText = (id: string): string | null =>
  typeof document === 'undefined' ? null : (document.getElementById(id)?.textContent ?? null);

/** The value of a JSON text; undefined when there is none or it does not parse. */
export function parseJson(json: string | null | undefined): unknown {
  try {
    return json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
}
