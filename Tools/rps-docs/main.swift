import Catalog
import Documentation
import Foundation

// Writes what `make install` installs besides the game, from a template on standard input:
//   rps-docs bash < completions/rps.bash.in     the bash completion
//   rps-docs zsh < completions/_rps.in          the zsh completion
//   rps-docs fish < completions/rps.fish.in     the fish completion
//   rps-docs man LANGUAGE < man/rps.6.in        a manual page (LANGUAGE: en, ko)
var template: [String] = []
while let line = readLine(strippingNewline: true) { template.append(line) }
let text = template.joined(separator: "\n") + "\n"
let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("bash", 1):
    print(Completions.bash(template: text), terminator: "")
case ("zsh", 1):
    print(Completions.zsh(template: text), terminator: "")
case ("fish", 1):
    print(Completions.fish(template: text), terminator: "")
case ("man", 2):
    guard let language = Language(rawValue: arguments[1]) else {
        FileHandle.standardError.write(Data("rps-docs: no language \(arguments[1])\n".utf8))
        exit(2)
    }
    do {
        print(try ManualPage.fill(text, language: language), terminator: "")
    } catch {
        FileHandle.standardError.write(Data("rps-docs: \(error)\n".utf8))
        exit(1)
    }
default:
    FileHandle.standardError.write(Data("usage: rps-docs bash|zsh|fish|man LANGUAGE < TEMPLATE\n".utf8))
    exit(2)
}
