export * from './hierarchy'
export * from './identity'
export * from './sync'
export * from './treasury'
