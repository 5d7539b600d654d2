# Builds some of the package's modules with swiftc directly, each as its own module as SwiftPM builds it,
# those whose imports are built side by side: for binaries SwiftPM cannot make (a libFuzzer target, whose
# main is libFuzzer's; a ThreadSanitizer stress test without the whole package built with it).
#
#   swift_modules_build OUT FLAGS_ARRAY_NAME NEEDS_ASSOC_NAME MODULE...
# leaves OUT/<Module>.swiftmodule and OUT/<Module>.o; on a failure prints the compiler's log and returns 1.

swift_module_sources() { find "Sources/$1" -name '*.swift' | LC_ALL=C sort; }

swift_modules_build() {
  local out=$1 flags_name=$2 needs_name=$3
  shift 3
  local -n flags_ref=$flags_name needs_ref=$needs_name
  local modules=("$@")
  rm -rf "$out"
  mkdir -p "$out"
  local -A done=() running=()
  local failed=0 pid m dep ready
  while [ ${#done[@]} -lt ${#modules[@]} ] && [ $failed = 0 ]; do
    for m in "${modules[@]}"; do
      [ -z "${done[$m]:-}" ] && [ -z "${running[$m]:-}" ] || continue
      [ ${#running[@]} -lt "$(nproc)" ] || break
      ready=1
      for dep in ${needs_ref[$m]}; do [ -n "${done[$dep]:-}" ] || ready=0; done
      [ $ready = 1 ] || continue
      # shellcheck disable=SC2046
      swiftc "${flags_ref[@]}" -module-name "$m" -I "$out" -wmo -emit-module \
        -emit-module-path "$out/$m.swiftmodule" -c -o "$out/$m.o" $(swift_module_sources "$m") \
        >"$out/$m.log" 2>&1 &
      running[$m]=$!
    done
    wait -n || true
    for m in "${!running[@]}"; do
      pid=${running[$m]}
      if ! kill -0 "$pid" 2>/dev/null; then
        if wait "$pid"; then done[$m]=1; else cat "$out/$m.log" >&2; failed=1; fi
        unset "running[$m]"
      fi
    done
  done
  for m in "${!running[@]}"; do wait "${running[$m]}" || true; done
  [ $failed = 0 ]
}

# A hash of what goes into a build of these modules: the compiler, the flags, the sources.
swift_modules_stamp() {
  local flags_name=$1
  shift
  local -n stamp_flags=$flags_name
  { swiftc --version 2>&1; echo "${stamp_flags[*]}" "$*"; for m in "$@"; do swift_module_sources "$m" | xargs cat; done; } \
    | sha256sum | cut -c1-64
}
