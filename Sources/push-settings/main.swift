import PushSettingsApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

exit(CommandLineTool.start(CommandLineTool.arguments()))
