import { NodeScreen } from './node-screen'

/** The four hierarchy screens, one per route. */
export const ConventionsScreen = () => <NodeScreen kind="convention" />
export const FieldsScreen = () => <NodeScreen kind="field" />
export const SectorsScreen = () => <NodeScreen kind="sector" />
export const ChurchesScreen = () => <NodeScreen kind="church" />
