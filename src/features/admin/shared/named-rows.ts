/** Row id and label of the admin lists' rows (they have an id and a name). */
export const namedRowProps = {
  getRowId: (row: { id: string }) => row.id,
  getRowLabel: (row: { name: string }) => row.name,
}
