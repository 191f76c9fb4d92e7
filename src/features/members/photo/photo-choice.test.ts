import { describe, expect, it } from 'vitest'
import { showsQueuedPhoto } from './photo-choice'

describe('which photo a member shows', () => {
  const item = (state: string, attachmentId?: string) => ({
    state,
    attachmentId,
    createdAt: '2026-11-29T12:00:00.000Z',
  })
  it('shows a photo waiting on the device, and one sent before the row caught up', () => {
    expect(showsQueuedPhoto(item('queued'), { photoKey: 'old' })).toBe(true)
    expect(showsQueuedPhoto(item('failed'), { photoKey: null })).toBe(true)
    expect(
      showsQueuedPhoto(item('done', 'k1'), {
        photoKey: null,
        updatedAt: '2026-11-29T11:00:00.000Z',
      }),
    ).toBe(true)
    expect(showsQueuedPhoto(item('done', 'k1'), { photoKey: 'k1' })).toBe(true)
  })
  it("shows the row's photo when it is newer, and none when it was removed elsewhere", () => {
    expect(showsQueuedPhoto(undefined, { photoKey: 'k1' })).toBe(false)
    expect(showsQueuedPhoto(item('done', 'k1'), { photoKey: 'k2' })).toBe(false)
    expect(
      showsQueuedPhoto(item('done', 'k1'), {
        photoKey: null,
        updatedAt: '2026-11-29T13:00:00.000Z',
      }),
    ).toBe(false)
  })
})
