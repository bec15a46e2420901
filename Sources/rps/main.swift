import Console
import Glibc

exit(launch(arguments: Array(CommandLine.arguments.dropFirst())))
