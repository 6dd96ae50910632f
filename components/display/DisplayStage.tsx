"use client";
import type { ReactNode } from "react";
import { useWindowSize } from "@/lib/client/use-window-size";
import { stageScale, STAGE } from "./format";

/**
 * The wall display is laid out once, at 1920 x 1080, and scaled to the screen it is on (a 720p TV
 * shows exactly the same board at two thirds), centred on the felt when the aspect ratio differs.
 */
export function DisplayStage({ children }: { children: ReactNode }) {
  const size = useWindowSize();
  const scale = size ? stageScale(size.width, size.height) : 1;
  return (
    <div className="fixed inset-0 overflow-hidden bg-felt-dark">
      <div
        data-testid="stage"
        className="absolute left-1/2 top-1/2 origin-center"
        style={{ width: STAGE.width, height: STAGE.height, transform: `translate(-50%, -50%) scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
