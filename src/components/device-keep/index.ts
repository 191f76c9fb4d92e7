/** What this device keeps of what its user reads (a partial mirror): read, said, chosen. */
export { useDeviceKeep, useKeepText } from './use-device-keep'
export { PartialMirrorNote } from './partial-mirror-note'
export { keepPlaceOptions, type KeepPlaceOption } from './keep-places'
export {
  clearServerViews,
  readServerView,
  useShowsServer,
  useViewRow,
  useViewRows,
  type ServerRead,
  type ServerView,
} from './server-view'
