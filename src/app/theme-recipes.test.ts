import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recipes, slotRecipes } from './theme-recipes'

/** Chakra components and the recipe(s) that style them. */
const RECIPE_OF: Record<string, string[]> = {
  Accordion: ['accordion'],
  ActionBar: ['actionBar'],
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Blockquote: ['blockquote'],
  Breadcrumb: ['breadcrumb'],
  Button: ['button'],
  ButtonGroup: ['button'],
  Card: ['card'],
  Carousel: ['carousel'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard'],
  CloseButton: ['button'],
  Code: ['code'],
  CodeBlock: ['codeBlock'],
  Collapsible: ['collapsible'],
  ColorPicker: ['colorPicker'],
  ColorSwatch: ['colorSwatch'],
  Combobox: ['combobox'],
  Container: ['container'],
  DataList: ['dataList'],
  DateInput: ['dateInput'],
  DatePicker: ['datePicker'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Editable: ['editable'],
  EmptyState: ['emptyState'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  FileUpload: ['fileUpload'],
  FloatingPanel: ['floatingPanel'],
  Heading: ['heading'],
  HoverCard: ['hoverCard'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputAddon: ['inputAddon'],
  Kbd: ['kbd'],
  Link: ['link'],
  List: ['list'],
  Listbox: ['listbox'],
  Mark: ['mark'],
  Marquee: ['marquee'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  NumberInput: ['numberInput'],
  PinInput: ['pinInput'],
  Popover: ['popover'],
  Progress: ['progress'],
  ProgressCircle: ['progressCircle'],
  QrCode: ['qrCode'],
  RadioCard: ['radioCard'],
  RadioGroup: ['radioGroup', 'radiomark'],
  RatingGroup: ['ratingGroup'],
  ScrollArea: ['scrollArea'],
  SegmentGroup: ['segmentGroup'],
  Select: ['select'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkeletonCircle: ['skeleton'],
  SkeletonText: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Slider: ['slider'],
  Spinner: ['spinner'],
  Splitter: ['splitter'],
  Stat: ['stat'],
  Status: ['status'],
  Steps: ['steps'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Tag: ['tag'],
  TagsInput: ['tagsInput'],
  Textarea: ['textarea'],
  Timeline: ['timeline'],
  Toaster: ['toast'],
  Toast: ['toast'],
  Tooltip: ['tooltip'],
  TreeView: ['treeView'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function chakraImports(): Map<string, string> {
  const used = new Map<string, string>()
  for (const file of sourceFiles(join(import.meta.dirname, '..'))) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of (match[1] ?? '').split(',')) {
        const name =
          raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? ''
        if (name && !raw.trim().startsWith('type ')) used.set(name, file)
      }
    }
  }
  return used
}

describe('the theme registers a recipe for every Chakra component the app uses', () => {
  it('has no component without its recipe (add it to src/app/theme-recipes.ts)', () => {
    const registered = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)])
    const missing = [...chakraImports()].flatMap(([name, file]) =>
      (RECIPE_OF[name] ?? [])
        .filter((key) => !registered.has(key))
        .map((key) => `${name} (${key}) in ${file}`),
    )
    expect(missing).toEqual([])
  })
})
