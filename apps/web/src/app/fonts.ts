// The faces themselves are declared in fonts.css (static CSS, linked from index.html).
// Cairo draws the Arabic letters (Figtree and Fraunces have none); Latin digits and words stay in Figtree.
export const bodyFont = "'Figtree', 'Cairo', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
export const displayFont = "'Fraunces', 'Cairo', Georgia, 'Times New Roman', serif";
