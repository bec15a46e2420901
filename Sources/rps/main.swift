import Console

exit(launch(arguments: Array(CommandLine.arguments.dropFirst())))
