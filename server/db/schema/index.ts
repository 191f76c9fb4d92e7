export * from './hierarchy'
export * from './identity'
