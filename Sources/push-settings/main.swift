import PushSettingsApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

exit(await CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
