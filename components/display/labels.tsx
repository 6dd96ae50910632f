"use client";
/**
 * The wall's words in English, or in English and Chinese for a room that asks for it (the room's
 * floor settings, "Wall displays' labels"; one wall may override it: /display/<table>?labels=zh or
 * ?labels=en). Only the fixed words of
 * the board change; names from the filings (a game's hands, its bets) stay as filed, with the
 * common Chinese names beside the usual ones.
 */
import { createContext, useContext, useEffect, type ReactNode } from "react";

import type { WallLanguage } from "./format";

export type { WallLanguage };

const ZH: Readonly<Record<string, string>> = {
  Player: "閒",
  Banker: "莊",
  Tie: "和",
  Hand: "局",
  Limits: "限額",
  "Place your bets": "請下注",
  "No more bets": "停止下注",
  "Shoe statistics": "牌靴統計",
  Hands: "局數",
  Naturals: "天牌",
  Previous: "上靴",
  Last: "上靴",
  Shoe: "本靴",
  "Player-dealer": "坐莊",
  Bank: "莊本",
  "Collection fees": "抽水",
  "Side bets pay": "邊注賠率",
  "Bead plate": "珠盤路",
  "Big road": "大路",
  "Big eye boy": "大眼仔",
  "Small road": "小路",
  "Cockroach pig": "曱甴路",
  "Next hand": "問路",
  Wins: "勝",
  Seat: "座",
  "Cards left": "剩餘牌",
};

const LanguageContext = createContext<WallLanguage>("en");

/**
 * The room's font first; the Chinese characters, which it has not, from "Wall ZH": the cut of Noto
 * Sans CJK TC the app ships (app/globals.css, scripts/wall-font.sh), since a wall's machine may have
 * no Chinese font.
 */
const ZH_FONT = 'var(--font-sans), "Wall ZH"';

/** Every Chinese character the board can show (the shipped font must hold each: labels.test.ts). */
export const ZH_CHARACTERS = [...new Set(Object.values(ZH).join(""))].join("");

export function WallLabels({ language, children }: { language: WallLanguage; children: ReactNode }) {
  useEffect(() => {
    // Both weights fetched as the board opens, not when a label first needs one mid-round.
    if (language === "zh" && typeof document !== "undefined" && document.fonts) {
      for (const weight of [400, 700]) void document.fonts.load(`${weight} 28px "Wall ZH"`, ZH_CHARACTERS).catch(() => {});
    }
  }, [language]);
  return (
    <LanguageContext.Provider value={language}>
      {language === "zh" ? (
        <div style={{ display: "contents", fontFamily: ZH_FONT }} data-testid="wall-labels" data-language="zh">
          {children}
        </div>
      ) : (
        children
      )}
    </LanguageContext.Provider>
  );
}

/** A fixed word of the board, with its Chinese beside it when the room asks for it. */
export function bilingual(word: string, language: WallLanguage): string {
  const zh = language === "zh" ? ZH[word] : undefined;
  return zh ? `${word} ${zh}` : word;
}

/** The board's words in the wall's language: `t("Player")` is "Player" or "Player 閒". */
export function useLabels(): (word: string) => string {
  const language = useContext(LanguageContext);
  return (word) => bilingual(word, language);
}
