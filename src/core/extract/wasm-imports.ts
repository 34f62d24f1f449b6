// Grammar .wasm files are side modules: their imports are resolved against web-tree-sitter's runtime.

/**
 * tree-sitter-bash's scanner imports libc's `isalpha`, which web-tree-sitter's runtime does not
 * export: the first `case` or `[[ a == b ]]` throws "resolved is not a function". Its wide
 * version is exported and agrees on ASCII: point the import at it.
 */
const IMPORT_RENAMES: Record<string, string> = { isalpha: 'iswalpha' };

export function withRuntimeImports(wasm: Uint8Array): Uint8Array {
  const readU32 = (at: number): [number, number] => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = wasm[at++];
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    return [value >>> 0, at];
  };
  const u32 = (n: number): number[] => {
    const out: number[] = [];
    do {
      let byte = n & 0x7f;
      n >>>= 7;
      if (n) byte |= 0x80;
      out.push(byte);
    } while (n);
    return out;
  };
  for (let at = 8; at < wasm.length;) {
    const id = wasm[at];
    const [size, bodyStart] = readU32(at + 1);
    const end = bodyStart + size;
    if (id !== 2) {
      at = end;
      continue;
    }
    // The import section: rewrite it with the renamed function imports.
    const [count, first] = readU32(bodyStart);
    const body: number[] = u32(count);
    let p = first;
    let renamed = false;
    for (let i = 0; i < count; i++) {
      const moduleStart = p;
      const [moduleLength, moduleName] = readU32(p);
      p = moduleName + moduleLength;
      const moduleBytes = wasm.subarray(moduleStart, p);
      const [fieldLength, fieldStart] = readU32(p);
      const field = Buffer.from(wasm.subarray(fieldStart, fieldStart + fieldLength)).toString('utf8');
      p = fieldStart + fieldLength;
      const kind = wasm[p];
      const descriptorStart = p++;
      if (kind === 0)
        p = readU32(p)[1]; // function: type index
      else if (kind === 1) {
        p++;
        const flags = wasm[p++];
        p = readU32(p)[1];
        if (flags & 1) p = readU32(p)[1];
      } // table
      else if (kind === 2) {
        const flags = wasm[p++];
        p = readU32(p)[1];
        if (flags & 1) p = readU32(p)[1];
      } // memory
      else if (kind === 3) p += 2; // global: type, mutability
      const name = kind === 0 && IMPORT_RENAMES[field] ? IMPORT_RENAMES[field] : field;
      if (name !== field) renamed = true;
      const nameBytes = Buffer.from(name, 'utf8');
      body.push(...moduleBytes, ...u32(nameBytes.length), ...nameBytes, ...wasm.subarray(descriptorStart, p));
    }
    if (!renamed) return wasm;
    const header = [2, ...u32(body.length)];
    const out = new Uint8Array(at + header.length + body.length + (wasm.length - end));
    out.set(wasm.subarray(0, at), 0);
    out.set(header, at);
    out.set(body, at + header.length);
    out.set(wasm.subarray(end), at + header.length + body.length);
    return out;
  }
  return wasm;
}
