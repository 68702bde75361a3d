// The faces themselves are declared in fonts.css (static CSS, linked from index.html).
export const bodyFont = "'Figtree', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
export const displayFont = "'Fraunces', Georgia, 'Times New Roman', serif";
