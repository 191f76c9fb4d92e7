export { EarlyFrame, EarlyHome, HomeLoading, useHomeUser } from './early-home'
export { useMarkLayoutDrawn } from './layout-drawn'
export { greetingOf, mainActions, type MainAction, type MainActionTarget } from './main-actions'
