/** The numeric ids of the route table (backend/web/routes.py accepts 1 to 9 digits). */
export function isNumericId(value: string): boolean {
  return /^\d{1,9}$/.test(value);
}
