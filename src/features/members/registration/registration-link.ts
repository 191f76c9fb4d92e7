/** The public self-registration link of a church (the page reads `?church=`). */
export function registrationLink(origin: string, churchId: string): string {
  return `${origin}/member-registration?church=${encodeURIComponent(churchId)}`
}
