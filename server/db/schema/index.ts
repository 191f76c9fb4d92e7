export * from './hierarchy'
export * from './identity'
export * from './sync'
