// Small type and tight cells on paper, so a table of seven columns fits the 180 mm between the
// margins of the narrower page (A4 is 210 mm wide, Letter 216 mm; 15 mm margins, index.css).
export const th = 'border-b border-foreground px-1 py-1 text-left align-bottom font-semibold';
export const td = 'px-1 py-1 align-top';
