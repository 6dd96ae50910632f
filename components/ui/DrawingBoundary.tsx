"use client";
import { Component, type ReactNode } from "react";

/**
 * One drawing that cannot be drawn (a replay step whose record the drawing does not expect) says so
 * in words in its own place, instead of taking the whole page down; the next drawing (`resetKey`
 * changes) is tried again.
 */
export class DrawingBoundary extends Component<{ readonly resetKey: string | number; readonly what: string; readonly children: ReactNode }, { readonly failedAt: string | number | null }> {
  override state = { failedAt: null as string | number | null };

  static getDerivedStateFromError(): { failedAt: string | number | null } {
    return { failedAt: "pending" };
  }

  override componentDidCatch(error: unknown): void {
    // Kept in the browser's console for whoever looks into it; the page shows words only.
    console.error(`${this.props.what} could not be drawn`, error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: { readonly resetKey: string | number }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failedAt !== null) this.setState({ failedAt: null });
  }

  override render(): ReactNode {
    if (this.state.failedAt !== null) {
      return (
        <p role="status" className="rounded-lg border border-amber-400 p-3 text-amber-200" data-testid="drawing-failed">
          {this.props.what} cannot be drawn at this step. The step&apos;s words above say what happened.
        </p>
      );
    }
    return this.props.children;
  }
}
