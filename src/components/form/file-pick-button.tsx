import { Button, chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { AppIcon, type IconName } from '../layout/icons'

export interface FilePickButtonProps {
  /** The button's text ("Escolher arquivo"); also the input's accessible name. */
  label: string
  accept: string
  multiple?: boolean
  disabled?: boolean
  onFiles: (files: FileList | null) => void
  testId?: string
  /** On a phone, opens the camera ('user': the front one) instead of the files. */
  capture?: 'user' | 'environment'
  icon?: IconName
  size?: 'sm' | 'md'
}

/**
 * THE file picker: a button in the app's style over the browser's hidden input (the raw control
 * reads "Nenhum arquivo escolhido" in the browser's language, not the app's). The input keeps
 * the label, so a screen reader and a test find it by name; the same file can be picked twice.
 */
export function FilePickButton({
  label,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  testId,
  capture,
  icon = 'file',
  size = 'md',
}: FilePickButtonProps) {
  const id = useId()
  return (
    <>
      <chakra.input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        srOnly
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
        // The hidden input takes the keyboard focus: its button shows the ring.
        css={{
          '&:focus-visible + label': {
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          },
        }}
        onChange={(event) => {
          onFiles(event.currentTarget.files)
          event.currentTarget.value = ''
        }}
      />
      <Button asChild size={size} variant="outline" alignSelf="start" aria-disabled={disabled}>
        <label
          htmlFor={id}
          style={disabled ? { pointerEvents: 'none', opacity: 0.5 } : undefined}
          aria-hidden="true"
        >
          <AppIcon name={icon} boxSize="4" />
          {label}
        </label>
      </Button>
    </>
  )
}
