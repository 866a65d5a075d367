// Package entry: the football view kit (standings, fixtures, bracket, score, match header, team badge, date formats).
export {};
