// Class names the product editor's parts share.
export const inputClass = "w-full rounded-md border bg-white px-3 py-2";
export const fieldsetClass = "mb-6 grid gap-4 rounded-md border border-gray-300 p-4";
export const legendClass = "px-1 text-lg font-semibold";
