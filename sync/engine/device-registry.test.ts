import { describe, expect, it } from 'vitest'
import {
  DEVICE_DB_VERSION,
  DEVICE_ENTITIES,
  deviceMutation,
  deviceMutationNames,
} from './device-registry'

describe('the device registry derived from the catalog', () => {
  it("keeps the mirror's Dexie tables exactly as version 10 declared them (a device keeps its mirror and outbox)", () => {
    const stores = Object.fromEntries(
      DEVICE_ENTITIES.map((e) => [e.name, ['id', ...e.indexes].join(', ')]),
    )
    expect(DEVICE_DB_VERSION).toBe(10)
    expect(stores).toEqual({
      conventions: 'id, name',
      fields: 'id, conventionId, name',
      sectors: 'id, fieldId, name',
      churches: 'id, sectorId, name, cnpj',
      levels: 'id, order',
      roles: 'id, levelId',
      users: 'id, email, roleId, churchId',
      members: 'id, churchId, sectorId, fieldId, status, category, cpf, name, approval',
      memberCategoryChanges: 'id, memberId',
      memberTransfers: 'id, memberId, date, fromChurchId, toChurchId',
      revenues: 'id, churchId, dueDate, issueDate, origin, eventId, [churchId+dueDate]',
      expenses:
        'id, churchId, dueDate, issueDate, category, repasseRegisterId, eventId, [churchId+dueDate]',
      revenueReceipts: 'id, entryId, churchId, date',
      expensePayments: 'id, entryId, churchId, date',
      receiptMonthTotals: 'id, churchId, month',
      paymentMonthTotals: 'id, churchId, month',
      tithes: 'id, churchId, date, memberId, eventId, [churchId+date], [memberId+date]',
      titheBudgets: 'id, churchId, year, [churchId+year]',
      titheMonthTotals: 'id, churchId, month',
      repasseRegisters: 'id, churchId, period, recipientId, expenseId',
      serviceClosings: 'id, churchId, date',
      revenueAttachments: 'id, entryId',
      expenseAttachments: 'id, entryId',
      assets: 'id, churchId, name',
      assetMovements: 'id, assetId, churchId, date',
      assetItems: 'id, assetId, churchId, identifier',
      liabilities: 'id, churchId, dueDate',
      events: 'id, churchId, startDate, endDate',
      ebdClasses: 'id, churchId, name',
      ebdEnrolments: 'id, churchId, classId, studentId',
      ebdQuarters: 'id, churchId, startDate',
      ebdRolls: 'id, churchId, classId, date, [churchId+date]',
    })
  })

  it('queues the mutations of version 6 and no others', () => {
    const crud = (s: string) => [`${s}.create`, `${s}.update`, `${s}.delete`]
    const expected = [
      ...['convention', 'field', 'sector', 'church', 'level', 'role', 'user', 'member'].flatMap(
        crud,
      ),
      'member.transfer',
      'member.approve',
      ...[
        'revenue',
        'expense',
        'revenueReceipt',
        'expensePayment',
        'tithe',
        'titheBudget',
        'repasseRegister',
        'asset',
        'assetMovement',
        'assetItem',
        'liability',
        'event',
        'ebdClass',
        'ebdEnrolment',
        'ebdQuarter',
      ].flatMap(crud),
      'ebdRoll.save',
      'ebdRoll.delete',
      'revenueAttachment.delete',
      'expenseAttachment.delete',
      'serviceClosing.create',
    ]
    for (const name of expected) expect(deviceMutation(name), name).toBeDefined()
    expect(deviceMutation('revenueAttachment.create')).toBeUndefined()
    expect(deviceMutation('memberTransfer.create')).toBeUndefined()
    expect(deviceMutation('member.transfer')?.rowId?.({ id: 'a', memberId: 'm' })).toBe('m')
  })

  it('checks every mutation against its catalog args before it is queued, the hierarchy and access ones too', () => {
    for (const name of deviceMutationNames()) expect(deviceMutation(name)?.args, name).toBeDefined()
    const id = '0190f000-0000-7000-8000-000000000001'
    // A field without its convention, a role without a name, a user with a bad e-mail: never queued.
    expect(deviceMutation('field.create')?.args?.safeParse({ id, name: 'Campo Sul' }).success).toBe(
      false,
    )
    expect(
      deviceMutation('role.update')?.args?.safeParse({ id, patch: { name: '' } }).success,
    ).toBe(false)
    expect(
      deviceMutation('user.update')?.args?.safeParse({ id, patch: { email: 'não é e-mail' } })
        .success,
    ).toBe(false)
    expect(
      deviceMutation('field.create')?.args?.safeParse({ id, conventionId: id, name: 'Campo Sul' })
        .success,
    ).toBe(true)
  })
})
