/**
 * Which photo of a member to show (issue 52): the newest one in the device's upload queue, or
 * the row's (photoKey, from the cache or the server). A queued photo not yet sent is shown; one
 * sent is shown while the row on the device has not caught up (the row predates it), and once
 * the row names it; a row written after it without it means the photo was removed elsewhere.
 */
export function showsQueuedPhoto(
  item: { state: string; attachmentId?: string; createdAt: string } | undefined,
  member: { photoKey?: string | null; updatedAt?: string },
): boolean {
  if (!item) return false
  if (item.state !== 'done') return true
  if (item.attachmentId && item.attachmentId === member.photoKey) return true
  return !member.photoKey && (member.updatedAt ?? '') < item.createdAt
}
