import { Heading, Stack, type StackProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One section of the profile: a bordered card, its title an h2 when it has one. */
export function ProfileCard({
  title,
  children,
  ...rest
}: { title?: ReactNode; children: ReactNode } & Omit<StackProps, 'title'>) {
  return (
    <Stack
      gap="4"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: 4, md: 6 }}
      maxW="lg"
      {...rest}
    >
      {title ? (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      ) : null}
      {children}
    </Stack>
  )
}
