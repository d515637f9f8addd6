// A store's order numbers (migration 0003's order_sequences): the first order of a store gets
// FIRST_ORDER_NUMBER, each next one the number after. Shared by the orders module, which numbers
// orders, and the inventory module, whose stock lock is the same row (decision 0080).
export const FIRST_ORDER_NUMBER = 100_001;
