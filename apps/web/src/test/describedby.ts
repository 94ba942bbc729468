/** The texts an element's aria-describedby points to (its hint and its error), in order. */
export function descriptionsOf(element: HTMLElement): string[] {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}
