// Plain-text cocktail menu laid out the way people type menus: dotted leaders, description lines,
// blank lines between sections.
export function cocktailText(menu) {
  const lines = [menu.title, ''];
  for (const section of menu.sections) {
    lines.push(section.name);
    for (const item of section.items) {
      lines.push(`${item.name} ${'.'.repeat(Math.max(3, 28 - item.name.length))} ${item.price}`);
      if (item.description) lines.push(`  ${item.description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
