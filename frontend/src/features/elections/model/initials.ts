// What a politician card shows where there is no photo: the person's initials, never an empty frame.

/**
 * "Ухнаагийн Хүрэлсүх" -> "УХ", "О.Алтангэрэл" -> "ОА", "Ням-Осорын Учрал" -> "НУ": the first
 * letter of the first and of the last name (patronymic and given name), one letter for one name.
 */
export function initials(name: string): string {
  const words = name.split(/[\s.]+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (/\p{L}/u.exec(word)?.[0] ?? "") : "");
  return (letter(first) + letter(last)).toLocaleUpperCase();
}
