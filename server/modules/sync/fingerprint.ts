import { createHash } from 'node:crypto'
import type { AuthContext } from '../../access/auth-context'

type Task = { text: string } | { value: unknown }

/**
 * JSON with object keys sorted, so equal content always gives equal text. Built with a stack
 * of its own, not recursion: args of any depth (a 20,000-deep push) never overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = []
  const stack: Task[] = [{ value }]
  const pushAll = (tasks: Task[]) => {
    for (let i = tasks.length - 1; i >= 0; i--) stack.push(tasks[i]!)
  }
  while (stack.length > 0) {
    const task = stack.pop()!
    if ('text' in task) {
      out.push(task.text)
      continue
    }
    const v = task.value
    if (v === undefined) out.push('null')
    else if (v === null || typeof v !== 'object') out.push(JSON.stringify(v))
    else if (Array.isArray(v)) {
      const tasks: Task[] = [{ text: '[' }]
      v.forEach((item: unknown, i) => {
        if (i > 0) tasks.push({ text: ',' })
        tasks.push({ value: item })
      })
      tasks.push({ text: ']' })
      pushAll(tasks)
    } else {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      const tasks: Task[] = [{ text: '{' }]
      entries.forEach(([k, item], i) => {
        tasks.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(k)}:` })
        tasks.push({ value: item })
      })
      tasks.push({ text: '}' })
      pushAll(tasks)
    }
  }
  return out.join('')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The fingerprint of a mutation's content: a repeat with another content is refused. */
export function mutationFingerprint(name: string, args: unknown): string {
  return sha256(canonicalJson({ name, args }))
}

/** What decides which rows a user may see: a change means the device must resync from zero. */
export function scopeFingerprint(auth: AuthContext): string {
  return sha256(
    canonicalJson({
      roleId: auth.roleId,
      permissions: [...auth.permissions].sort(),
      administrator: auth.isAdministrator,
      node: auth.node,
    }),
  )
}
