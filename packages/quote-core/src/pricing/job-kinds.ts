// The kinds of label and carton jobs the price tables tell apart (stock-names.ts re-exports them).

/** Label shapes that price differently (rounded/square corners price alike, §3.8). */
export type LabelShape = 'rectangle' | 'square' | 'circle' | 'oval' | 'custom'

/** Carton styles: Straight Tuck End, Auto-Lock Bottom, Custom (§5.1). */
export type CartonStyle = 'straight_tuck' | 'auto_lock' | 'custom'

/** Label colour modes (§3.1, §3.6). */
export type LabelColourMode = 'cmyk' | 'cmyk_white' | 'black_only' | 'white_only' | 'double_sided'
