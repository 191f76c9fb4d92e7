import { DataList } from '@chakra-ui/react'

/** A record's fields as label/value rows (the view dialogs). */
export function DetailList({
  items,
  size,
}: {
  items: readonly (readonly [label: string, value: string])[]
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <DataList.Root orientation="horizontal" size={size}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
