import { registerMessages } from '../../http/i18n'

/** Messages of assets and liabilities (reason codes in `details.reason` / field issues), in the three languages. */
registerMessages({
  'pt-BR': {
    identifier_required: 'Informe o identificador.',
    identifier_taken: 'Este identificador já existe',
    item_limit_reached: 'Limite de itens atingido',
    asset_stock_negative: 'A saída é maior que a quantidade em estoque.',
    asset_items_over_entries:
      'O patrimônio ficaria com mais itens do que as entradas trouxeram. Exclua itens antes.',
    asset_not_found: 'Patrimônio não encontrado.',
    expense_not_found: 'Despesa não encontrada nesta igreja.',
    quantity_must_be_positive: 'A quantidade deve ser maior que zero.',
    price_must_be_positive: 'O preço deve ser maior que zero.',
  },
  en: {
    identifier_required: 'Enter the identifier.',
    identifier_taken: 'This identifier already exists',
    item_limit_reached: 'Item limit reached',
    asset_stock_negative: 'The exit is larger than the quantity in stock.',
    asset_items_over_entries:
      'The asset would have more items than its entries brought in. Delete items first.',
    asset_not_found: 'Asset not found.',
    expense_not_found: 'Expense not found in this church.',
    quantity_must_be_positive: 'The quantity must be greater than zero.',
    price_must_be_positive: 'The price must be greater than zero.',
  },
  es: {
    identifier_required: 'Ingrese el identificador.',
    identifier_taken: 'Este identificador ya existe',
    item_limit_reached: 'Límite de ítems alcanzado',
    asset_stock_negative: 'La salida es mayor que la cantidad en existencia.',
    asset_items_over_entries:
      'El patrimonio quedaría con más ítems que los que trajeron las entradas. Elimine ítems antes.',
    asset_not_found: 'Patrimonio no encontrado.',
    expense_not_found: 'Gasto no encontrado en esta iglesia.',
    quantity_must_be_positive: 'La cantidad debe ser mayor que cero.',
    price_must_be_positive: 'El precio debe ser mayor que cero.',
  },
})
