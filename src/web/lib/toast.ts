// Toasts through sonner, loaded on first use so it stays out of the first-load bundle. The toast
// area itself (components/toast-area.tsx) mounts after hydration. Default duration 5 s (spec §9).
export const TOAST_DURATION_MS = 5_000;

export async function showToast(kind: "success" | "error" | "info", message: string): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](message);
}
