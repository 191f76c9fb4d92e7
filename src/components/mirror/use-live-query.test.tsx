// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { Component, Suspense, use, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLiveQuery } from './use-live-query'

// liveQuery runs only where Dexie sees an indexedDB (a browser): give it one.
Dexie.dependencies.indexedDB = new IDBFactory()
Dexie.dependencies.IDBKeyRange = IDBKeyRange

function openDb() {
  const db = new Dexie(`live-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  db.version(1).stores({ people: 'id, name, church' })
  return db
}

const never = new Promise<never>(() => undefined)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)))

/** Names of a church, live; `stopAt` makes the screen wait (suspend) once that name is read. */
function Names(props: { db: Dexie; church: string; stopAt?: string }) {
  const names = useLiveQuery(
    async () =>
      (await props.db.table('people').where('church').equals(props.church).sortBy('name')).map(
        (p: { name: string }) => p.name,
      ),
    [props.db, props.church],
  )
  if (props.stopAt && names?.includes(props.stopAt)) use(never)
  return <p data-testid="names">{names === undefined ? 'lendo' : names.join(', ')}</p>
}

class Boundary extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {}
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message }
  }
  override render() {
    return this.state.failed ? <p>falhou: {this.state.failed}</p> : this.props.children
  }
}

afterEach(cleanup)

describe('useLiveQuery', () => {
  it('is undefined until the first answer, then follows the rows', async () => {
    const db = openDb()
    await db.table('people').bulkAdd([
      { id: 1, name: 'Sá', church: 'sede' },
      { id: 2, name: 'Ana', church: 'sede' },
      { id: 3, name: 'Zé', church: 'vila' },
    ])
    render(<Names db={db} church="sede" />)
    expect(screen.getByTestId('names').textContent).toBe('lendo')
    await settle()
    expect(screen.getByTestId('names').textContent).toBe('Ana, Sá')
    await act(() => db.table('people').add({ id: 4, name: 'Bia', church: 'sede' }))
    await settle()
    expect(screen.getByTestId('names').textContent).toBe('Ana, Bia, Sá')
  })

  it('reads again when what it depends on changes', async () => {
    const db = openDb()
    await db.table('people').bulkAdd([
      { id: 1, name: 'Sá', church: 'sede' },
      { id: 3, name: 'Zé', church: 'vila' },
    ])
    const { rerender } = render(<Names db={db} church="sede" />)
    await settle()
    rerender(<Names db={db} church="vila" />)
    await settle()
    expect(screen.getByTestId('names').textContent).toBe('Zé')
  })

  it('draws its answers in a transition: a screen that must wait keeps what it showed', async () => {
    // An ordinary update that suspends replaces the shown screen with the fallback; a transition
    // keeps the screen until it can draw the new answer (and React draws it in slices).
    const db = openDb()
    await db.table('people').add({ id: 1, name: 'Sá', church: 'sede' })
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Names db={db} church="sede" stopAt="Zé" />
      </Suspense>,
    )
    await settle()
    expect(screen.getByTestId('names').textContent).toBe('Sá')
    await act(() => db.table('people').add({ id: 2, name: 'Zé', church: 'sede' }))
    await settle()
    expect(screen.queryByText('carregando')).toBeNull()
    expect(screen.getByTestId('names').textContent).toBe('Sá')
  })

  it('throws a failed read for the nearest error boundary', async () => {
    const db = openDb()
    const original = console.error
    console.error = () => undefined // React reports the caught error; the boundary shows it
    try {
      render(
        <Boundary>
          <Names db={db} church={undefined as unknown as string} />
        </Boundary>,
      )
      await settle()
      expect(screen.getByText(/falhou/)).toBeTruthy()
    } finally {
      console.error = original
    }
  })
})
